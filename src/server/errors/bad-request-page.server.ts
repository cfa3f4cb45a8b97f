import 'server-only';
import { localizedHref } from '@/i18n/href';
import { localeInfo, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { escapeMarkup } from '@/lib/markup-escape';

/**
 * The page a request whose URL cannot be read gets (400): self-contained, because the site's
 * pages cannot be rendered for a path that does not decode; in the visitor's language, with the
 * way back home.
 */
export async function badRequestPage(locale: Locale): Promise<string> {
  const messages = await loadMessages(locale);
  const { code, title, description } = messages.badRequest;
  const { tag, dir } = localeInfo[locale];
  return `<!DOCTYPE html>
<html lang="${tag}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(title)}</title>
<style>
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;background:#070b16;color:#e6edf7;font-family:system-ui,sans-serif;padding:1rem;text-align:center}
main{max-width:36rem;display:flex;flex-direction:column;align-items:center;gap:1.25rem}
.code{font-size:5rem;font-weight:900;margin:0;color:#7cf0ff}
h1{margin:0;font-size:1.875rem}
p{margin:0;color:#9aa7bd;line-height:1.6}
a{border-radius:999px;background:linear-gradient(90deg,#7cf0ff,#a78bfa);color:#070b16;font-weight:600;padding:.75rem 1.5rem;text-decoration:none}
</style>
</head>
<body>
<main>
<p class="code" aria-hidden="true">${escapeMarkup(code)}</p>
<h1>${escapeMarkup(title)}</h1>
<p>${escapeMarkup(description)}</p>
<a href="${escapeMarkup(localizedHref('/', locale))}">${escapeMarkup(messages.notFound.backHome)}</a>
</main>
</body>
</html>
`;
}
