import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { CONTENT_DATA_LIMITS as L } from '../../../../../domain/content/content-data';
import { editorTexts } from '../../../i18n/editors';
import type { Handout } from './material';
import { rememberMediaAddress } from './media-previews';
import { FieldProblem } from './FieldProblem';
import { useProblem } from './problems-context';
import { TextInputField } from './TextInputField';
import { TOUCH } from './touch';
import { UploadButton } from './UploadButton';

const text = editorTexts.document;

/** A document's optional PDF handout: an upload, then its title. */
export function HandoutField({ value, onChange }: { value: Handout | undefined; onChange(next: Handout | undefined): void }) {
  const fileProblem = useProblem('contentData.handout.mediaKey');
  const handoutProblem = useProblem('contentData.handout');
  const keyProblem = fileProblem ?? handoutProblem;
  return (
    <Stack spacing={1.5} data-testid="document-handout">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.handout}
      </Typography>
      {value && (
        <>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="document-handout-file">
            <PictureAsPdf color="error" aria-hidden /> {text.handoutUploaded}
          </Typography>
          <TextInputField
            label={text.handoutTitle}
            value={value.title}
            onChange={(title) => onChange({ ...value, title })}
            path="contentData.handout.title"
            testId="document-handout-title"
            maxLength={L.shortTextMax}
          />
        </>
      )}
      <FieldProblem message={keyProblem} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <UploadButton
          kind="pdf"
          label={value ? text.replaceHandout : text.uploadHandout}
          testId="document-handout-upload"
          icon={<PictureAsPdf aria-hidden />}
          onUploaded={(media) => {
            rememberMediaAddress(media.key, media.url);
            onChange({ mediaKey: media.key, title: value?.title ?? '' });
          }}
        />
        {value && (
          <Button color="error" onClick={() => onChange(undefined)} sx={TOUCH} data-testid="document-handout-remove">
            {text.removeHandout}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
