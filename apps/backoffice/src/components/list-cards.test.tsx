import { CardContent } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { ListContextProvider, TextField, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListCards } from './list-cards';

const list = (value: Partial<ListControllerResult>) => value as ListControllerResult;

function renderCards(value: Partial<ListControllerResult>) {
  return render(
    <ListContextProvider value={list(value)}>
      <ListCards empty="Nothing here yet.">
        {(record) => (
          <CardContent>
            <h2>{String(record.Name)}</h2>
            {/* A react-admin field reads the card's record from its context. */}
            <TextField source="Note" />
          </CardContent>
        )}
      </ListCards>
    </ListContextProvider>,
  );
}

describe('ListCards', () => {
  it('draws nothing while the page loads', () => {
    const { container } = renderCards({ isPending: true });
    expect(container).toBeEmptyDOMElement();
  });

  it('says the empty text when there is no record', () => {
    renderCards({ isPending: false, data: [] });
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('draws one card per record, each in its record’s context', () => {
    renderCards({
      isPending: false,
      data: [
        { id: 1, Name: 'First', Note: 'one' },
        { id: 2, Name: 'Second', Note: 'two' },
      ],
    });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
  });
});
