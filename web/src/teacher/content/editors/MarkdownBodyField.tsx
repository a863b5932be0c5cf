import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONTENT_DATA_LIMITS as L } from '../../../../../domain/content/content-data';
import { Markdown } from '../../../components/Markdown';
import { editorTexts } from '../../../i18n/editors';
import { TextInputField } from './TextInputField';

const text = editorTexts.document;

/** A section's Markdown, with how students will see it beside it (below it on a narrow screen). */
export function MarkdownBodyField({ value, onChange, path, testId }: { value: string; onChange(value: string): void; path: string; testId: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <TextInputField label={text.body} value={value} onChange={onChange} path={path} testId={testId} maxLength={L.longTextMax} multiline minRows={6} hint={text.bodyHint} />
      <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0, bgcolor: 'background.default' }} aria-label={text.preview} role="region">
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.8 }}>
          {text.preview}
        </Typography>
        {value.trim() === '' ? (
          <Typography variant="body2" color="text.secondary">
            {text.previewEmpty}
          </Typography>
        ) : (
          <Markdown text={value} testId={`${testId}-preview`} />
        )}
      </Paper>
    </Box>
  );
}
