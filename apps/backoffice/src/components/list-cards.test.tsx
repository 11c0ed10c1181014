import CardContent from '@mui/material/CardContent';
import { render, screen } from '@testing-library/react';
import { ListContextProvider, TextField, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListCards } from './list-cards';

interface Row {
  id: number;
  Name: string;
  Note: string;
}

const list = (value: Partial<ListControllerResult<Row>>) => value as ListControllerResult<Row>;

function renderCards(value: Partial<ListControllerResult<Row>>) {
  return render(
    <ListContextProvider value={list(value)}>
      <ListCards<Row> empty="Nothing here yet.">
        {(record) => (
          <CardContent>
            <h2>{record.Name}</h2>
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
