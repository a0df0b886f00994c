-- Search vectors now carry title lexemes as "zh^word" instead of weights: clear the old ones, the
-- search indexes them again (indexPendingArticles) on its next call.
UPDATE articles SET search_vector = NULL;
