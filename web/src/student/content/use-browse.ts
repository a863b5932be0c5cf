import { useCallback, useEffect, useRef, useState } from 'react';
import { contentApi, type AccessInfoMap, type BrowseQuery, type ContentCard } from '../../api/content-api';

export interface BrowseState {
  /** The cards shown: what the student does not hold yet. */
  items: ContentCard[];
  /** Content in the results the student already holds (dropped from the grid). */
  held: ContentCard[];
  access: AccessInfoMap;
  page: number;
  pageCount: number;
  total: number;
  /** The first page is on its way. */
  loading: boolean;
  loadingMore: boolean;
  /** The first page failed. */
  error: unknown;
  /** A further page failed. */
  moreError: unknown;
}

export interface Browse extends BrowseState {
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
  /** The student now holds this content: it leaves the grid for the 'Already Enrolled' summary. */
  markHeld(id: number): void;
  markWishlisted(id: number): void;
}

const EMPTY: BrowseState = {
  items: [],
  held: [],
  access: {},
  page: 0,
  pageCount: 0,
  total: 0,
  loading: true,
  loadingMore: false,
  error: null,
  moreError: null,
};

/** One page of content with what the student holds of it. */
async function fetchPage(query: BrowseQuery, page: number) {
  const answer = await contentApi.browse({ ...query, page });
  const access = await contentApi.accessInfo(answer.data.map((card) => card.id));
  return { cards: answer.data, access, pagination: answer.meta.pagination };
}

/**
 * The catalogue for a query, page by page (Load More): content the student already holds is set
 * aside. A new query starts again from page 1; an answer to an older query is ignored.
 */
export function useBrowse(query: BrowseQuery): Browse {
  const [state, setState] = useState<BrowseState>(EMPTY);
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  const current = useRef(state);
  current.current = state;
  const key = JSON.stringify(query);
  const queryRef = useRef(query);
  queryRef.current = query;

  const add = useCallback((previous: BrowseState, page: Awaited<ReturnType<typeof fetchPage>>): BrowseState => {
    const known = new Set([...previous.items, ...previous.held].map((card) => card.id));
    const fresh = page.cards.filter((card) => !known.has(card.id));
    const holds = (card: ContentCard) => page.access[String(card.id)]?.hasAccess === true;
    return {
      ...previous,
      items: [...previous.items, ...fresh.filter((card) => !holds(card))],
      held: [...previous.held, ...fresh.filter(holds)],
      access: { ...previous.access, ...page.access },
      page: page.pagination.page,
      pageCount: page.pagination.pageCount,
      total: page.pagination.total,
      loading: false,
      loadingMore: false,
      error: null,
      moreError: null,
    };
  }, []);

  useEffect(() => {
    const request = ++latest.current;
    setState(EMPTY);
    fetchPage(queryRef.current, 1).then(
      (page) => {
        if (request === latest.current) setState(add(EMPTY, page));
      },
      (error: unknown) => {
        if (request === latest.current) setState({ ...EMPTY, loading: false, error });
      },
    );
  }, [key, nonce, add]);

  const loadMore = useCallback(() => {
    const before = current.current;
    if (before.loading || before.loadingMore || before.page >= before.pageCount) return;
    const request = latest.current;
    setState((previous) => ({ ...previous, loadingMore: true, moreError: null }));
    fetchPage(queryRef.current, before.page + 1).then(
      (page) => {
        if (request === latest.current) setState((previous) => add(previous, page));
      },
      (error: unknown) => {
        if (request === latest.current) setState((previous) => ({ ...previous, loadingMore: false, moreError: error }));
      },
    );
  }, [add]);

  const reload = useCallback(() => setNonce((value) => value + 1), []);

  const markHeld = useCallback((id: number) => {
    setState((previous) => {
      const card = previous.items.find((item) => item.id === id);
      if (!card) return previous;
      const info = previous.access[String(id)] ?? { hasAccess: false, canAfford: true, wishlisted: false, sponsored: false };
      return {
        ...previous,
        items: previous.items.filter((item) => item.id !== id),
        held: [...previous.held, card],
        access: { ...previous.access, [String(id)]: { ...info, hasAccess: true } },
      };
    });
  }, []);

  const markWishlisted = useCallback((id: number) => {
    setState((previous) => {
      const info = previous.access[String(id)] ?? { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false };
      return { ...previous, access: { ...previous.access, [String(id)]: { ...info, wishlisted: true } } };
    });
  }, []);

  return { ...state, hasMore: state.page < state.pageCount, loadMore, reload, markHeld, markWishlisted };
}
