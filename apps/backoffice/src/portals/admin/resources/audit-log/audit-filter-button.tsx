import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useListContext } from 'react-admin';

/** Narrows the log to one actor or one target from a row (a click that does not open the row). */
export function AuditFilterButton({ filter, label }: { filter: Record<string, string>; label: string }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const shown = Object.fromEntries(Object.keys(filter).map((key) => [key, true]));
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          setFilters({ ...filterValues, ...filter }, { ...displayedFilters, ...shown }, false);
        }}
      >
        <FilterAltOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
