import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preloadPage } from '../../../lib/page-preload';

/** The code "Open the board" runs: the DUT page and the board viewer (lazy chunks). */
const loadBoardPageCode = () =>
  Promise.all([preloadPage('dut/:id'), import('../../../board-view/board-view')]);

/**
 * While the new-DUT screen follows an import, gets what "Open the board" needs before the click
 * (issue 20 item 4): the DUT page's and the viewer's code at once, and the board itself — downloaded
 * and decoded into the cache the DUT page reads — as soon as the import is known to have ended
 * (`ready`: the live event says so, before the DUT is read again). A load that fails here is left
 * to the page, which loads again and says what went wrong.
 */
export function usePrepareBoardPage(dutId: string, ready: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    loadBoardPageCode().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!ready) return;
    import('../../../board-view/fetch-board')
      .then(({ prefetchBoard }) => prefetchBoard(client, dutId))
      .catch(() => undefined);
  }, [client, dutId, ready]);
}
