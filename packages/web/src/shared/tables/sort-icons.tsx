import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The class mantine-datatable gives a sorted column's icon holder when the order is descending. */
const DESCENDING = 'mantine-datatable-header-cell-sortable-icon-reversed';

/**
 * A sort icon (mantine-datatable's own arrows) that names the element around it. mantine-datatable says a
 * column's order in English on that element ("Sorted ascending", "Not sorted"), with no prop to change it; a
 * Telugu inbox read so (issue 55 §2). The name is set after React has written the table's (on every render, as the
 * holder's own name may have been written again).
 */
function NamedSortIcon({ name, paths }: { name: (holder: Element) => string; paths: readonly string[] }) {
  return (
    <svg
      ref={(svg) => {
        const holder = svg?.parentElement;
        holder?.setAttribute('aria-label', name(holder));
      }}
      width="14"
      height="14"
      viewBox="0 0 24 24"
      strokeWidth="2"
      stroke="currentColor"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

/** mantine-datatable's `sortIcons`, named in the officer's language. */
export function useSortIcons(): { sorted: ReactNode; unsorted: ReactNode } {
  const { t } = useTranslation('common');
  return {
    sorted: (
      <NamedSortIcon
        name={(holder) => t(holder.classList.contains(DESCENDING) ? 'sort.descending' : 'sort.ascending')}
        paths={['M12 5l0 14', 'M16 9l-4 -4', 'M8 9l4 -4']}
      />
    ),
    unsorted: <NamedSortIcon name={() => t('sort.none')} paths={['M8 7l4 -4l4 4', 'M8 17l4 4l4 -4', 'M12 3l0 18']} />,
  };
}
