/** The page sizes a paged list offers (spec: 10/20/50/100), apart from the pager so that a page can read them without loading it. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
