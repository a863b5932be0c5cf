import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { CONTENT_DATA_LIMITS as L } from '../../../../../domain/content/content-data';
import { editorTexts } from '../../../i18n/editors';
import { EditableList } from './EditableList';
import { HandoutField } from './HandoutField';
import { MarkdownBodyField } from './MarkdownBodyField';
import { newSection, type DocumentMaterial } from './material';
import { useProblem } from './problems-context';
import { TextInputField } from './TextInputField';

const text = editorTexts.document;

/** A document: its sections (a heading and a Markdown text, previewed as students see it) and an optional PDF handout. */
export function DocumentEditor({ value, onChange }: { value: DocumentMaterial; onChange(next: DocumentMaterial): void }) {
  const listProblem = useProblem('contentData.sections');
  return (
    <Stack spacing={2.5} data-testid="document-editor">
      <EditableList
        items={value.sections ?? []}
        onChange={(sections) => onChange({ ...value, sections })}
        create={newSection}
        name={(index) => text.section(index + 1)}
        title={(index) => text.sectionTitle(index + 1)}
        testId="document-section"
        addLabel={text.addSection}
        addTestId="add-section"
        emptyText={text.noSections}
        problem={listProblem}
        max={L.listMax}
        renderItem={(section, index, update) => (
          <Stack spacing={2}>
            <TextInputField
              label={text.heading}
              value={section.heading}
              onChange={(heading) => update({ ...section, heading })}
              path={`contentData.sections[${index}].heading`}
              testId={`document-section-${index}-heading`}
              maxLength={L.shortTextMax}
            />
            <MarkdownBodyField value={section.body ?? ''} onChange={(body) => update({ ...section, body })} path={`contentData.sections[${index}].body`} testId={`document-section-${index}-body`} />
          </Stack>
        )}
      />
      <Divider />
      <HandoutField value={value.handout} onChange={(handout) => onChange({ ...value, handout })} />
    </Stack>
  );
}
