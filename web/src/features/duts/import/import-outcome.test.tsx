import type { BoardSummary, Dut } from '@studio/api';
import { encodeBoard } from '@studio/core';
import { makeTestBoard } from '@studio/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GivenBoard } from '../../../board-view/board-view';
import type { FetchedBoard } from '../../../board-view/fetch-board';
import { dutKeys } from '../../../lib/dut-keys';
import { createTestQueryClient, TestProviders, UI_TEST_TIMEOUT_MS } from '../../../test-utils';
import { handleDutEvent } from '../dut-live';
import { ImportOutcome } from './import-outcome';

// The viewer itself (WebGL) is not for jsdom: a stand-in says which board it was handed.
vi.mock('../../../board-view/board-view', () => ({
  default: ({ board }: { board: GivenBoard }) => (
    <p>{board.data ? `Board view: ${board.data.pads.length} pads` : 'Board view: no board yet'}</p>
  ),
}));

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });

const SUMMARY: BoardSummary = {
  widthMm: 100,
  heightMm: 80,
  thicknessMm: 1.6,
  copperLayers: 2,
  components: 12,
  pads: 40,
  vias: 3,
  holes: 4,
  nets: 9,
  testPoints: { total: 30, byKind: {}, bySide: {} },
};

const dut: Dut = {
  id: 'd1',
  name: 'Board',
  partNumber: '',
  revision: 'A',
  notes: '',
  status: 'importing',
  board: null,
  previousRevisionId: null,
  createdAt: '2026-11-28T00:00:00Z',
  updatedAt: '2026-11-28T00:00:00Z',
};

// Issue 20 item 4: "Open the board" should find the board downloaded and decoded. The new-DUT screen
// reads it as soon as the live event says the import ended — before the DUT itself is read again.
describe('ImportOutcome', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderOutcome = (client: ReturnType<typeof createTestQueryClient>) =>
    render(
      <TestProviders client={client}>
        <MemoryRouter>
          <ImportOutcome dutId="d1" />
        </MemoryRouter>
      </TestProviders>,
    );

  it('draws the board on this screen once the import has ended; its view waits hidden before', async () => {
    const board = makeTestBoard();
    let ready = false;
    let sendBoard: () => void = () => undefined;
    const boardSent = new Promise<void>((resolve) => {
      sendBoard = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).endsWith('/duts/d1/board')) {
          await boardSent;
          return json(encodeBoard(board), { ETag: '"abc"' });
        }
        if (String(url).endsWith('/duts/d1'))
          return json(ready ? { ...dut, status: 'ready', board: SUMMARY } : dut);
        return new Response('{}', { status: 404 });
      }),
    );
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const client = createTestQueryClient();
    client.setQueryData(dutKeys.detail('d1'), dut);
    renderOutcome(client);
    expect(await screen.findByText(/Importing the design package/)).toBeInTheDocument();
    // Mounted (its code and WebGL context get ready) but not shown, and no board asked for.
    expect(await screen.findByText('Board view: no board yet')).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'Board' })).toBeNull();

    ready = true;
    handleDutEvent(
      { type: 'dut.import', companyId: 'c1', dutId: 'd1', fileId: null, status: 'ready', progress: 1 },
      client,
    );
    // Asked for at once; shown with the board, not before it.
    await waitFor(() => expect(client.getQueryState(dutKeys.board('d1'))?.fetchStatus).toBe('fetching'));
    expect(screen.queryByRole('region', { name: 'Board' })).toBeNull();
    expect(scrolled).not.toHaveBeenCalled();
    sendBoard();
    expect(await screen.findByRole('region', { name: 'Board' })).toBeVisible();
    expect(screen.getByText(`Board view: ${board.pads.length} pads`)).toBeVisible();
    expect(scrolled).toHaveBeenCalledTimes(1);
    handleDutEvent({ type: 'dut.updated', companyId: 'c1', dutId: 'd1' }, client);
    expect(await screen.findByRole('status', { name: /Imported/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Board' })).toBeVisible();
    expect(scrolled).toHaveBeenCalledTimes(1);
    scrolled.mockRestore();
  });

  it('shows the board view with its error when the board cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('/duts/d1/board')
          ? new Response(JSON.stringify({ code: 'internal', message: 'Broken', requestId: 'x' }), {
              status: 500,
              headers: { 'Content-Type': 'application/json' },
            })
          : json(dut),
      ),
    );
    const client = createTestQueryClient();
    client.setQueryData(dutKeys.detail('d1'), dut);
    renderOutcome(client);
    handleDutEvent(
      { type: 'dut.import', companyId: 'c1', dutId: 'd1', fileId: null, status: 'ready', progress: 1 },
      client,
    );
    expect(await screen.findByRole('region', { name: 'Board' })).toBeVisible();
    expect(screen.getByText('Board view: no board yet')).toBeVisible();
    expect(client.getQueryState(dutKeys.board('d1'))?.status).toBe('error');
  });

  it('shows no board when the import failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [], total: 0, page: 1, pageSize: 20 })),
    );
    const client = createTestQueryClient();
    client.setQueryData(dutKeys.detail('d1'), { ...dut, status: 'failed' });
    renderOutcome(client);
    expect(await screen.findByRole('alert')).toHaveTextContent('The import failed');
    expect(screen.queryByText(/Board view/)).toBeNull();
  });

  it('reads the board into the DUT page’s cache once the import has ended, not before', async () => {
    const board = makeTestBoard();
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(String(url));
        if (String(url).endsWith('/duts/d1/board')) return json(encodeBoard(board), { ETag: '"abc"' });
        if (String(url).endsWith('/duts/d1')) return json(dut);
        return new Response('{}', { status: 404 });
      }),
    );
    const client = createTestQueryClient();
    client.setQueryData(dutKeys.detail('d1'), dut);
    render(
      <TestProviders client={client}>
        <MemoryRouter>
          <ImportOutcome dutId="d1" />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByText(/Importing the design package/)).toBeInTheDocument();
    // While the import runs, the board is not asked for (there is none yet).
    handleDutEvent(
      { type: 'dut.import', companyId: 'c1', dutId: 'd1', fileId: null, status: 'importing', progress: 0.5 },
      client,
    );
    await waitFor(() => expect(asked.some((u) => u.endsWith('/duts/d1'))).toBe(true));
    expect(asked.filter((u) => u.endsWith('/board'))).toEqual([]);

    handleDutEvent(
      { type: 'dut.import', companyId: 'c1', dutId: 'd1', fileId: null, status: 'ready', progress: 1 },
      client,
    );
    await waitFor(() =>
      expect(client.getQueryData<FetchedBoard>(dutKeys.board('d1'))?.board.pads).toHaveLength(
        board.pads.length,
      ),
    );
    expect(client.getQueryData<FetchedBoard>(dutKeys.board('d1'))?.sha256).toBe('abc');
    expect(asked.filter((u) => u.endsWith('/board'))).toHaveLength(1);
    // The DUT was not read again meanwhile: the board did not wait for it.
    expect(client.getQueryData<Dut>(dutKeys.detail('d1'))?.status).toBe('importing');
  });
});
