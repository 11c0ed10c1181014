import { INQUIRY_STATUSES, type InquiryStatus } from '@marketplace/contract';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { INQUIRY_STATUS_LABELS } from './inquiry-statuses';

const plural = (count: number) => (count === 1 ? '1 inquiry' : `${count} inquiries`);

/**
 * Sets one status on every selected inquiry of the list around it (the inquiries list, the inbox),
 * after a confirmation naming how many.
 */
export function InquiryBulkStatusButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<InquiryStatus | null>(null);
  const label = chosen ? INQUIRY_STATUS_LABELS[chosen].toLowerCase() : '';
  const apply = () => {
    if (!chosen) return;
    updateMany(
      'inquiries',
      { ids: selectedIds, data: { Status: chosen } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${plural(selectedIds.length)} marked ${label}.`, { type: 'info' });
          onUnselectItems();
          refresh();
        },
        // One call per inquiry: the first refusal stops the rest and is shown as the API said it.
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setChosen(null),
      },
    );
  };
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Set status
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {INQUIRY_STATUSES.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              setChosen(status);
            }}
          >
            {INQUIRY_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={chosen !== null}
        loading={isPending}
        title={`Mark ${plural(selectedIds.length)} ${label}?`}
        content="Each selected inquiry gets this status."
        confirm="Change status"
        onConfirm={apply}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
