import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, type ContentCategory, type ContentType, type Difficulty } from '../../../../domain/content/content-taxonomy';
import { BROWSE_SORTS, type BrowseSort } from '../../api/content-api';
import { ChoiceField } from '../ChoiceField';
import { contentTexts } from '../../i18n/content';
import { categoryName, difficultyName, typeName } from './content-look';

const text = contentTexts.browse;

export interface BrowseFilterValues {
  search: string;
  category: ContentCategory | '';
  difficulty: Difficulty | '';
  type: ContentType | '';
  sort: BrowseSort;
  affordable: boolean;
}

export const DEFAULT_BROWSE_FILTERS: BrowseFilterValues = {
  search: '',
  category: '',
  difficulty: '',
  type: '',
  sort: 'newest',
  affordable: false,
};

const SORTS = Object.keys(BROWSE_SORTS) as BrowseSort[];

/**
 * The browse filter bar: search, category, difficulty, type, sort, and 'Only What I Can Afford'
 * when the student has tokens (spec §2).
 */
export function BrowseFilters({
  values,
  balance,
  onChange,
}: {
  values: BrowseFilterValues;
  balance: number | null;
  onChange(changes: Partial<BrowseFilterValues>): void;
}) {
  const showAffordable = balance !== null && balance > 0;
  return (
    <Paper component="form" role="search" aria-label={text.filtersLabel} variant="outlined" onSubmit={(event) => event.preventDefault()} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2.5 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr repeat(4, 1fr)' },
          alignItems: 'center',
        }}
      >
        <TextField
          type="search"
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={values.search}
          onChange={(event) => onChange({ search: event.target.value })}
          size="small"
          margin="none"
          fullWidth
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
          slotProps={{
            htmlInput: { 'data-testid': 'filter-search', maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <ChoiceField<ContentCategory | ''>
          label={text.category}
          value={values.category}
          onChange={(category) => onChange({ category })}
          testId="filter-category"
          fullWidth
          options={[['', text.allCategories], ...CONTENT_CATEGORIES.map((category) => [category, categoryName(category)] as const)]}
        />
        <ChoiceField<Difficulty | ''>
          label={text.difficulty}
          value={values.difficulty}
          onChange={(difficulty) => onChange({ difficulty })}
          testId="filter-difficulty"
          fullWidth
          options={[['', text.allDifficulties], ...DIFFICULTIES.map((difficulty) => [difficulty, difficultyName(difficulty)] as const)]}
        />
        <ChoiceField<ContentType | ''>
          label={text.type}
          value={values.type}
          onChange={(type) => onChange({ type })}
          testId="filter-type"
          fullWidth
          options={[['', text.allTypes], ...CONTENT_TYPES.map((type) => [type, typeName(type)] as const)]}
        />
        <ChoiceField<BrowseSort>
          label={text.sort}
          value={values.sort}
          onChange={(sort) => onChange({ sort })}
          testId="filter-sort"
          fullWidth
          options={SORTS.map((sort) => [sort, text.sorts[sort]] as const)}
        />
      </Box>
      {showAffordable && (
        <FormControlLabel
          sx={{ mt: 1, ml: 0 }}
          control={
            <Switch
              checked={values.affordable}
              onChange={(event) => onChange({ affordable: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'filter-affordable' } as object }}
            />
          }
          label={text.onlyAffordable}
        />
      )}
    </Paper>
  );
}
