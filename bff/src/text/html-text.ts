import type { CheerioAPI } from 'cheerio';

const BLOCKS = 'p,div,section,article,main,header,footer,aside,li,dt,dd,pre,blockquote,tr,table,ul,ol,figure,figcaption,form';
const BOILERPLATE = 'nav,footer,aside,[role="navigation"],[role="contentinfo"],[role="banner"]';
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * Text of an HTML fragment with its structure kept as light Markdown: headings as `#` lines and
 * blocks as paragraphs, so that chunking can follow them.
 */
export async function htmlToText(html: string): Promise<string> {
  // The HTML parsers load with the first page read: a start does not need them.
  const { load } = await import('cheerio');
  const $ = load(html);
  $('script,style,noscript,template,svg,iframe').remove();
  return structuredText($);
}

function structuredText($: CheerioAPI): string {
  $('br').replaceWith('\n');
  HEADINGS.forEach((tag, level) => {
    $(tag).each((_, el) => {
      const text = $(el).text().replace(/\s+/g, ' ').trim();
      $(el).replaceWith(text ? `\n\n${'#'.repeat(level + 1)} ${text}\n\n` : '');
    });
  });
  $(BLOCKS).each((_, el) => {
    $(el).prepend('\n\n').append('\n\n');
  });
  $('td,th').each((_, el) => void $(el).append(' \t'));
  return normaliseWhitespace($.root().text());
}

/** Collapses runs of spaces inside lines and of blank lines between paragraphs. */
export function normaliseWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t \u00a0\u3000]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type Page = { title: string; text: string; author: string | null; links: string[]; lang: string | null };

/**
 * A web page's main text (Mozilla's Readability, the reader view's algorithm), its title and the
 * links it carries. Pages Readability cannot make sense of keep their whole body text.
 */
export async function readPage(html: string, url: string): Promise<Page> {
  const [{ load }, { parseHTML }, { Readability }] = await Promise.all([import('cheerio'), import('linkedom'), import('@mozilla/readability')]);
  const $ = load(html);
  const links = $('a[href]')
    .map((_, a) => $(a).attr('href'))
    .get()
    .flatMap((href) => {
      try {
        return [new URL(href, url).toString()];
      } catch {
        return [];
      }
    });
  const fallbackTitle = $('title').first().text().trim() || $('h1').first().text().trim();
  const lang = $('html').attr('lang') ?? null;
  const { document } = parseHTML(html);
  // Site chrome is never the page's content, even where Readability would keep a short page whole.
  for (const chrome of document.querySelectorAll(BOILERPLATE)) chrome.remove();
  const article = new Readability(document as unknown as Document, { charThreshold: 100 }).parse();
  if (article?.content && (article.textContent ?? '').trim().length > 0) {
    return {
      title: (article.title || fallbackTitle || url).trim(),
      text: await htmlToText(article.content),
      author: article.byline?.trim() || null,
      links,
      lang,
    };
  }
  $(`script,style,noscript,template,svg,iframe,${BOILERPLATE}`).remove();
  return { title: fallbackTitle || url, text: structuredText(load($('body').html() ?? '')), author: null, links, lang };
}
