import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listOfParam, oneOfParam, textParam, useListUrlState, type TListUrlOptions } from './use-list-url-state';

type TFilters = { search: string; state: 'ACTIVE' | 'BLOCKED' | '' };
type TColumn = 'name' | 'joinedOn';

const OPTIONS: TListUrlOptions<TFilters, TColumn> = {
  pageSizes: [10, 25, 50],
  sort: { columns: ['name', 'joinedOn'], initial: { column: 'name', order: 'ASC' } },
  filters: { search: textParam('q'), state: oneOfParam('state', ['ACTIVE', 'BLOCKED']) },
};

/** A list's controls and what the list reads, with the address beside them. */
function List({ listKey }: { listKey?: string }) {
  const list = useListUrlState({ ...OPTIONS, key: listKey });
  const { state } = list;
  const name = listKey ?? 'list';
  return (
    <section aria-label={name}>
      <output aria-label={`${name} state`}>
        {`page ${state.page}, size ${state.pageSize}, ${state.sort?.column} ${state.sort?.order}, ` +
          `q "${state.filters.search}", state "${state.filters.state}"`}
      </output>
      <button onClick={() => list.setPage(state.page + 1)}>{`${name} next page`}</button>
      <button onClick={() => list.setPageSize(50)}>{`${name} 50 a page`}</button>
      <button onClick={() => list.setSort({ column: 'joinedOn', order: 'DESC' })}>{`${name} newest first`}</button>
      <button onClick={() => list.setFilters({ state: 'BLOCKED' })}>{`${name} blocked only`}</button>
      <button
        onClick={() => {
          // Two changes before the first is drawn (the router draws a navigation as a transition).
          list.setFilters({ state: 'BLOCKED' });
          list.setSort({ column: 'joinedOn', order: 'DESC' });
        }}
      >{`${name} blocked, newest first`}</button>
    </section>
  );
}

function Address() {
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{useLocation().search}</output>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate(1)}>Forward</button>
    </>
  );
}

function renderAt(search: string, lists: (string | undefined)[] = [undefined]) {
  return render(
    <MemoryRouter initialEntries={[`/officers${search}`]}>
      {lists.map((key) => (
        <List key={key ?? 'list'} listKey={key} />
      ))}
      <Address />
    </MemoryRouter>,
  );
}

const stateOf = (name = 'list') => screen.getByRole('status', { name: `${name} state` }).textContent;
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('useListUrlState', () => {
  it('reads the defaults from an address that names nothing, and leaves them out of it', async () => {
    renderAt('');
    expect(stateOf()).toBe('page 1, size 10, name ASC, q "", state ""');
    await userEvent.click(screen.getByRole('button', { name: 'list next page' }));
    expect(address()).toBe('?page=2');
  });

  it('writes page, size, sort and filters to the address and reads them back after a reload', async () => {
    const { unmount } = renderAt('?q=Lakshmi');
    await userEvent.click(screen.getByRole('button', { name: 'list newest first' }));
    await userEvent.click(screen.getByRole('button', { name: 'list 50 a page' }));
    await userEvent.click(screen.getByRole('button', { name: 'list blocked only' }));
    await userEvent.click(screen.getByRole('button', { name: 'list next page' }));
    const written = address() ?? '';
    expect(Object.fromEntries(new URLSearchParams(written))).toEqual({
      q: 'Lakshmi',
      sort: 'joinedOn',
      order: 'DESC',
      size: '50',
      state: 'BLOCKED',
      page: '2',
    });
    const expected = 'page 2, size 50, joinedOn DESC, q "Lakshmi", state "BLOCKED"';
    expect(stateOf()).toBe(expected);
    // A reload: the same address, a new screen.
    unmount();
    renderAt(written);
    expect(stateOf()).toBe(expected);
  });

  it('builds a change on the one before it, even before that one is drawn', async () => {
    renderAt('?q=Lakshmi');
    await userEvent.click(screen.getByRole('button', { name: 'list blocked, newest first' }));
    expect(stateOf()).toBe('page 1, size 10, joinedOn DESC, q "Lakshmi", state "BLOCKED"');
  });

  it('goes back and forward through the pages the officer went to', async () => {
    renderAt('');
    await userEvent.click(screen.getByRole('button', { name: 'list next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'list next page' }));
    expect(stateOf()).toMatch(/^page 3,/);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stateOf()).toMatch(/^page 2,/);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stateOf()).toMatch(/^page 1,/);
    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(stateOf()).toMatch(/^page 2,/);
  });

  it.each([
    ['a page that is not a whole number', '?page=2.5', 'page 1, size 10, name ASC, q "", state ""'],
    ['a page below 1', '?page=-3', 'page 1, size 10, name ASC, q "", state ""'],
    ['a size not offered', '?size=1000', 'page 1, size 10, name ASC, q "", state ""'],
    [
      'a column that does not sort, an order that is none',
      '?sort=password&order=UP',
      'page 1, size 10, name ASC, q "", state ""',
    ],
    ['a state the list does not know', '?state=DELETED&page=4', 'page 4, size 10, name ASC, q "", state ""'],
    [
      'a search longer than the server takes',
      `?q=${'x'.repeat(150)}`,
      `page 1, size 10, name ASC, q "${'x'.repeat(100)}", state ""`,
    ],
  ])('reads %s as the default', (_, search, expected) => {
    renderAt(search);
    expect(stateOf()).toBe(expected);
  });

  it.each([
    ['a filter', 'list blocked only'],
    ['the sort', 'list newest first'],
    ['the page size', 'list 50 a page'],
  ])('starts again at page 1 when %s changes', async (_, button) => {
    renderAt('?page=5');
    expect(stateOf()).toMatch(/^page 5,/);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(stateOf()).toMatch(/^page 1,/);
    expect(address()).not.toMatch(/page=/);
  });

  it("keeps another list's keys and the screen's own: two lists on one dashboard page apart", async () => {
    renderAt('?tab=ALL&deemed-page=3', ['delayed', 'deemed']);
    await userEvent.click(screen.getByRole('button', { name: 'delayed next page' }));
    expect(stateOf('delayed')).toMatch(/^page 2,/);
    expect(stateOf('deemed')).toMatch(/^page 3,/);
    expect(new URLSearchParams(address() ?? '').get('tab')).toBe('ALL');
    expect(new URLSearchParams(address() ?? '').get('delayed-page')).toBe('2');
    expect(new URLSearchParams(address() ?? '').get('deemed-page')).toBe('3');
  });
});

/** Two lists of one screen, each its own controller, changed by one click (one render). */
function TwoListsOneClick() {
  const delayed = useListUrlState({ key: 'delayed' });
  const deemed = useListUrlState({ key: 'deemed' });
  return (
    <button
      onClick={() => {
        delayed.setPage(2);
        deemed.setPage(4);
      }}
    >
      both lists on
    </button>
  );
}

describe('writers of one screen', () => {
  // Each controller is a writer of its own; the first change is not drawn when the second is made (the router draws
  // a navigation as a transition), and the second, built on the address drawn, undid the first.
  it('build on each other: two controllers changed from one render keep both changes', async () => {
    render(
      <MemoryRouter initialEntries={['/chasing-dashboard?tab=ALL']}>
        <TwoListsOneClick />
        <Address />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'both lists on' }));
    expect(Object.fromEntries(new URLSearchParams(address() ?? ''))).toEqual({
      tab: 'ALL',
      'delayed-page': '2',
      'deemed-page': '4',
    });
  });
});

describe('listOfParam', () => {
  const status = listOfParam('status', ['APPROVED', 'REJECTED', 'DEEMED']);

  it('reads the values the set knows from a comma list, and nothing from none', () => {
    expect(status.read('DEEMED,SHORTFALL,APPROVED')).toEqual(['DEEMED', 'APPROVED']);
    expect(status.read(null)).toEqual([]);
    expect(status.read('')).toEqual([]);
  });

  it('writes a comma list, and leaves no choice out of the address', () => {
    expect(status.write(['APPROVED', 'DEEMED'])).toBe('APPROVED,DEEMED');
    expect(status.write([])).toBeNull();
  });
});
