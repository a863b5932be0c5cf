import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTENT_DATA_LIMITS as L } from '../../../../../domain/content/content-data';
import { editorTexts } from '../../../i18n/editors';
import { ClockInputField } from './ClockInputField';
import { EditableList } from './EditableList';
import { newChapter, type VideoMaterial } from './material';
import { useProblem } from './problems-context';
import { TextInputField } from './TextInputField';
import { VideoSourceField } from './VideoSourceField';

const text = editorTexts.video;

/** A video: where it plays from, its length, its chapters (a title and a start) and its transcript. */
export function VideoEditor({ value, onChange }: { value: VideoMaterial; onChange(next: VideoMaterial): void }) {
  const chaptersProblem = useProblem('contentData.chapters');
  return (
    <Stack spacing={2.5} data-testid="video-editor">
      <VideoSourceField value={value} onChange={onChange} />
      <ClockInputField
        label={text.duration}
        value={value.durationSeconds}
        onChange={(durationSeconds) => onChange({ ...value, durationSeconds })}
        path="contentData.durationSeconds"
        testId="video-duration"
        hint={text.durationHint}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.chapters}
      </Typography>
      <EditableList
        items={value.chapters ?? []}
        onChange={(chapters) => onChange({ ...value, chapters })}
        create={newChapter}
        name={(index) => text.chapter(index + 1)}
        testId="video-chapter"
        addLabel={text.addChapter}
        addTestId="add-chapter"
        problem={chaptersProblem}
        max={L.listMax}
        compact
        renderItem={(chapter, index, update) => (
          <Stack direction="row" sx={{ gap: 1, flex: '1 1 260px', minWidth: 0, flexWrap: 'wrap' }}>
            <Stack sx={{ flex: '2 1 160px', minWidth: 0 }}>
              <TextInputField
                label={text.chapterTitle}
                value={chapter.title}
                onChange={(title) => update({ ...chapter, title })}
                path={`contentData.chapters[${index}].title`}
                testId={`video-chapter-${index}-title`}
                maxLength={L.shortTextMax}
              />
            </Stack>
            <Stack sx={{ flex: '1 1 100px', minWidth: 0 }}>
              <ClockInputField
                label={text.chapterStart}
                value={chapter.startSeconds}
                onChange={(startSeconds) => update({ ...chapter, startSeconds: startSeconds ?? '' })}
                path={`contentData.chapters[${index}].startSeconds`}
                testId={`video-chapter-${index}-start`}
              />
            </Stack>
          </Stack>
        )}
      />
      <TextInputField
        label={text.transcript}
        value={value.transcript}
        onChange={(transcript) => onChange({ ...value, transcript })}
        path="contentData.transcript"
        testId="video-transcript"
        maxLength={L.longTextMax}
        multiline
        minRows={3}
      />
    </Stack>
  );
}
