import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PREVIEW_SECONDS } from '../../../../domain/content/preview';
import type { ContentDetail } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { Markdown } from '../../components/Markdown';
import { Paragraphs } from '../../components/lesson/Paragraphs';
import { LockedVideo } from './LockedVideo';
import { StepTask } from '../../components/lesson/StepTask';
import { VideoPlayer } from '../../components/lesson/VideoPlayer';

const text = contentTexts.preview;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="overline" component="h3" color="text.secondary" sx={{ fontWeight: 700, display: 'block' }}>
      {children}
    </Typography>
  );
}

/**
 * What a preview shows of a content (the server sends no more): the video up to 120 seconds (a
 * paid video's chapters only, without its address), the first quiz question, the first document
 * section or the first interactive step.
 */
export function PreviewContent({ detail, stopped, onPlayingChange }: { detail: ContentDetail; stopped: boolean; onPlayingChange(playing: boolean): void }) {
  const data = detail.contentData ?? {};
  switch (detail.type) {
    case 'video':
      if (!data.videoUrl) return <LockedVideo chapters={data.chapters} durationSeconds={data.durationSeconds} />;
      return (
        <VideoPlayer
          src={data.videoUrl}
          title={detail.title}
          chapters={data.chapters}
          limitSeconds={detail.access.previewSeconds ?? PREVIEW_SECONDS}
          stopped={stopped}
          onPlayingChange={onPlayingChange}
        />
      );
    case 'quiz': {
      const question = data.questions?.[0];
      if (!question) return <Alert severity="info">{text.nothing}</Alert>;
      return (
        <Box data-testid="preview-quiz">
          <Heading>{text.firstQuestion}</Heading>
          <Typography sx={{ fontWeight: 700, mb: 1 }} id="preview-question">
            {question.prompt}
          </Typography>
          <RadioGroup aria-labelledby="preview-question">
            {question.choices.map((choice, index) => (
              <FormControlLabel key={index} value={index} control={<Radio />} label={choice} disabled />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {text.enrollToAnswer}
          </Typography>
        </Box>
      );
    }
    case 'document': {
      const section = data.sections?.[0];
      if (!section) return <Alert severity="info">{text.nothing}</Alert>;
      return (
        <Box data-testid="preview-document">
          <Heading>{text.firstSection}</Heading>
          <Typography variant="h6" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {section.heading}
          </Typography>
          <Markdown text={section.body} />
          <Typography variant="body2" color="text.secondary">
            {text.enrollForMore}
          </Typography>
        </Box>
      );
    }
    case 'interactive': {
      const step = data.steps?.[0];
      if (!step) return <Alert severity="info">{text.nothing}</Alert>;
      return (
        <Box data-testid="preview-interactive">
          <Heading>{text.firstStep}</Heading>
          <Typography variant="h6" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {step.title}
          </Typography>
          <Paragraphs body={step.instruction} />
          {step.task && <StepTask task={step.task} index={0} passed={false} note={text.enrollToCheck} />}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {text.enrollForMore}
          </Typography>
        </Box>
      );
    }
    default:
      return <Alert severity="info">{text.nothing}</Alert>;
  }
}
