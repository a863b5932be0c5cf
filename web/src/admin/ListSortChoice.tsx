import { useListContext } from 'react-admin';
import { ChoiceField } from '../components/ChoiceField';

/**
 * Phones: a list's column sorts as one choice ('createdAt-desc' → by createdAt, newest first), kept
 * in the list's parameters as the headers' sorts are. A sort not among the choices shows the first.
 */
export function ListSortChoice({ label, sorts, testId }: { label: string; sorts: Readonly<Record<string, string>>; testId: string }) {
  const { sort, setSort } = useListContext();
  const choices = Object.keys(sorts);
  const current = `${sort.field}-${sort.order === 'ASC' ? 'asc' : 'desc'}`;
  return (
    <ChoiceField
      label={label}
      value={choices.includes(current) ? current : (choices[0] ?? '')}
      options={choices.map((choice) => [choice, sorts[choice] ?? choice] as const)}
      onChange={(choice) => {
        const split = choice.lastIndexOf('-');
        setSort({ field: choice.slice(0, split), order: choice.slice(split + 1) === 'asc' ? 'ASC' : 'DESC' });
      }}
      testId={testId}
      fullWidth
    />
  );
}
