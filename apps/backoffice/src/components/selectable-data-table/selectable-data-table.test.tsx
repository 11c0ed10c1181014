import { screen, within } from '@testing-library/react';
import { DataTable, List, testDataProvider, useListContext, useRecordContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import { SelectableDataTable } from './selectable-data-table';

const rows = [
  { id: 1, name: 'Alpha', note: 'First note' },
  { id: 2, name: 'Beta', note: 'Second note' },
  { id: 3, name: 'Gamma', note: 'Third note' },
];

/** A bulk action that says what it would act on. */
function ShowSelection() {
  const { selectedIds } = useListContext();
  return <p>Selected: {selectedIds.join(',')}</p>;
}

function Note() {
  const record = useRecordContext();
  return <p>Details of {String(record?.name)}</p>;
}

function renderTable() {
  const dataProvider = testDataProvider({
    getList: vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'],
  });
  return renderInAdmin(
    <List resource="things" empty={false} actions={false}>
      <SelectableDataTable rowClick="expand" expand={<Note />} bulkActionButtons={<ShowSelection />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="note" />
      </SelectableDataTable>
    </List>,
    { resource: 'things', route: '/admin/things', dataProvider },
  );
}

describe('SelectableDataTable', { timeout: 30_000 }, () => {
  it('names every selection checkbox on its <input>, the header one included', async () => {
    renderTable();
    await screen.findByText('Alpha');
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      expect(screen.getByRole('checkbox', { name: `Select this row: ${name}` }).tagName).toBe('INPUT');
    }
    // react-admin's own "select all" (its text comes from the i18n provider; tests have none).
    const header = within(screen.getAllByRole('rowgroup')[0]!).getByRole('checkbox');
    expect(header.tagName).toBe('INPUT');
    expect(header).toHaveAccessibleName();
    // No aria-label stranded on a role-less wrapper (axe: aria-prohibited-attr).
    expect(document.querySelectorAll('table span[aria-label]:not([role])')).toHaveLength(0);
  });

  it('selects with a click, Space, a shift-click range and select all, without expanding the row', async () => {
    const { user } = renderTable();
    await screen.findByText('Alpha');
    const box = (name: string) => screen.getByRole('checkbox', { name: `Select this row: ${name}` });
    await user.click(box('Alpha'));
    expect(await screen.findByText('Selected: 1')).toBeInTheDocument();
    await user.keyboard('{Shift>}');
    await user.click(box('Gamma'));
    await user.keyboard('{/Shift}');
    expect(await screen.findByText('Selected: 1,2,3')).toBeInTheDocument();
    box('Beta').focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Selected: 1,3')).toBeInTheDocument();
    expect(box('Beta')).not.toBeChecked();
    expect(screen.queryByText('Details of Beta')).not.toBeInTheDocument();
    const header = within(screen.getAllByRole('rowgroup')[0]!).getByRole('checkbox');
    await user.click(header);
    expect(await screen.findByText('Selected: 1,3,2')).toBeInTheDocument();
  });

  it('keeps the expand panel as wide as the table', async () => {
    const { user } = renderTable();
    await user.click(await screen.findByText('Beta'));
    const details = await screen.findByText('Details of Beta');
    // Expand button, checkbox, name, note.
    expect(details.closest('td')).toHaveAttribute('colspan', '4');
    expect(screen.getByText('Beta').closest('tr')?.querySelectorAll('td')).toHaveLength(4);
  });
});
