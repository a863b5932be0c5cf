import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { CONTENT_CATEGORIES, CONTENT_TYPES, DIFFICULTIES, type ContentCategory, type ContentType, type Difficulty } from '../../../../domain/content/content-taxonomy';
import { BROWSE_SORTS, type BrowseSort } from '../../api/content-api';
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

/** A native select (keyboard and phone friendly) with an 'all' option. */
function Choice({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      size="small"
      margin="none"
      fullWidth
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

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
        <Choice label={text.category} value={values.category} onChange={(category) => onChange({ category: category as ContentCategory | '' })} testId="filter-category">
          <option value="">{text.allCategories}</option>
          {CONTENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryName(category)}
            </option>
          ))}
        </Choice>
        <Choice label={text.difficulty} value={values.difficulty} onChange={(difficulty) => onChange({ difficulty: difficulty as Difficulty | '' })} testId="filter-difficulty">
          <option value="">{text.allDifficulties}</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficultyName(difficulty)}
            </option>
          ))}
        </Choice>
        <Choice label={text.type} value={values.type} onChange={(type) => onChange({ type: type as ContentType | '' })} testId="filter-type">
          <option value="">{text.allTypes}</option>
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeName(type)}
            </option>
          ))}
        </Choice>
        <Choice label={text.sort} value={values.sort} onChange={(sort) => onChange({ sort: sort as BrowseSort })} testId="filter-sort">
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {text.sorts[sort]}
            </option>
          ))}
        </Choice>
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
