-- A chunk's lexemes stay in its row instead of being moved out to TOAST once the row passes 2 kB:
-- ranking reads the lexemes of every chunk that matches, and a TOAST fetch per chunk cost about
-- as much as the ranking itself. Rows over a page still go out of line.
ALTER TABLE "search_chunks" SET (toast_tuple_target = 8160);
