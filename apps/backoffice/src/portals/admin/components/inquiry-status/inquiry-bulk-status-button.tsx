import { INQUIRY_STATUSES, type InquiryStatus } from '@marketplace/contract';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { useLocale, useT } from '@/i18n/text';
import { useInquiryStatusLabel } from './inquiry-statuses';

/**
 * Sets one status on every selected inquiry of the list around it (the inquiries list, the inbox),
 * after a confirmation naming how many.
 */
export function InquiryBulkStatusButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useT();
  const locale = useLocale();
  const statusLabel = useInquiryStatusLabel();
  const [updateMany, { isPending }] = useUpdateMany();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<InquiryStatus | null>(null);
  // The status inside a sentence ("Mark 2 inquiries closed?"): lower case where the language has cases.
  const status = chosen ? statusLabel(chosen).toLocaleLowerCase(locale) : '';
  const count = selectedIds.length;
  const apply = () => {
    if (!chosen) return;
    updateMany(
      'inquiries',
      { ids: selectedIds, data: { Status: chosen } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t('admin.inquiries.bulk.done', { count, status }), { type: 'info' });
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
        {t('admin.inquiries.bulk.setStatus')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {INQUIRY_STATUSES.map((option) => (
          <MenuItem
            key={option}
            onClick={() => {
              setAnchor(null);
              setChosen(option);
            }}
          >
            {statusLabel(option)}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={chosen !== null}
        loading={isPending}
        title={t('admin.inquiries.bulk.title', { count, status })}
        content={t('admin.inquiries.bulk.content')}
        confirm={t('admin.inquiries.bulk.confirm')}
        onConfirm={apply}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
