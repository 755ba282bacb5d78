import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { defaultTableQuery } from './table-query';

afterEach(cleanup);

const columns = [
  { field: 'id', headerName: 'ID' },
  { field: 'name', headerName: 'Name' },
];

describe('DataTable', () => {
  it('shows the German empty text and page-size label', () => {
    render(
      <DataTable columns={columns} rows={[]} total={0} query={defaultTableQuery()} onQueryChange={vi.fn()} />,
    );
    expect(screen.getByText('Keine Daten vorhanden')).toBeTruthy();
    expect(screen.getByText('Anzahl pro Seite')).toBeTruthy();
  });

  it('defaults to page 1, 50 rows, id desc; the invoice variant to 100 rows', () => {
    expect(defaultTableQuery()).toEqual({
      page: 1,
      count: 50,
      sorts: [{ key: 'id', order: 'desc' }],
      filters: {},
    });
    expect(defaultTableQuery('invoice').count).toBe(100);
  });
});

describe('DataTable server paging and sorting', () => {
  const rows = Array.from({ length: 5 }, (_, i) => ({ id: 50 - i, name: `Zeile ${i}` }));

  it('asks for the next page and resets the selection', () => {
    const onQueryChange = vi.fn();
    const onSelectionChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        total={120}
        query={{ ...defaultTableQuery(), count: 5 }}
        onQueryChange={onQueryChange}
        selection={[50]}
        onSelectionChange={onSelectionChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /nächsten Seite/i }));
    expect(onQueryChange).toHaveBeenCalledWith(expect.objectContaining({ page: 2, count: 5 }));
    expect(onSelectionChange).toHaveBeenCalledWith([]);
  });

  it('sorts by one column on the server, starting on page 1', () => {
    const onQueryChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        total={120}
        query={{ ...defaultTableQuery(), page: 3, count: 5 }}
        onQueryChange={onQueryChange}
      />,
    );
    fireEvent.click(screen.getByText('Name'));
    expect(onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, sorts: [{ key: 'name', order: 'desc' }] }),
    );
  });
});

describe('DataTable total', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100_000 - i, name: `Zeile ${i}` }));

  it('shows an exact total as the range and the count', () => {
    render(
      <DataTable
        columns={columns}
        rows={page(5)}
        total={12_345}
        query={{ ...defaultTableQuery(), count: 5 }}
        onQueryChange={vi.fn()}
      />,
    );
    expect(screen.getByText('1–5 von 12.345')).toBeTruthy();
  });

  it("shows a capped total as 'mehr als 10.000' and still offers the next page", () => {
    const onQueryChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={page(50)}
        total={10_000}
        totalExact={false}
        query={defaultTableQuery()}
        onQueryChange={onQueryChange}
      />,
    );
    expect(screen.getByText('1–50 von mehr als 10.000')).toBeTruthy();
    const next = screen.getByRole('button', { name: /nächsten Seite/i });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(onQueryChange).toHaveBeenCalledWith(expect.objectContaining({ page: 2, count: 50 }));
  });

  it('on a page past the cap keeps the server total in the label', () => {
    render(
      <DataTable
        columns={columns}
        rows={page(50)}
        total={10_050}
        totalExact={false}
        query={{ ...defaultTableQuery(), page: 201 }}
        onQueryChange={vi.fn()}
      />,
    );
    expect(screen.getByText('10.001–10.050 von mehr als 10.050')).toBeTruthy();
    expect(screen.getByRole('button', { name: /nächsten Seite/i }).hasAttribute('disabled')).toBe(false);
  });
});
