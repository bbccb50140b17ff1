import { createHash } from 'node:crypto';
import { EARLY_TAPS_HANDOVER } from '#shared/page-render.ts';

/** Where a rendered page lists its code: the app's entry first, then the modules it imports. */
export const PAGE_CODE_ID = 'oja-code';

/**
 * A rendered page is read before its code runs, so it asks for its code once the page has loaded
 * and painted its first content: on a slow network the styles and the first screen's pictures have
 * the connection to themselves instead of sharing it with 130 KB of script. A picture that never
 * arrives holds the code back three seconds at most. A button tapped before the code runs is not
 * lost: the tap is kept (once per button) and handed to the app, which repeats it once it has
 * taken the page over and restored the visitor's saved session and cart (`takeEarlyTaps`). Kept to a few statements: it is inline, allowed by its hash in the pages'
 * Content-Security-Policy.
 */
export const LOAD_CODE_AFTER_PAINT =
  '(function(){var d=document,w=window,waiting=2,asked=0,taps=[];' +
  "function keep(e){var b=e.target.closest&&e.target.closest('button');if(b){e.preventDefault();e.stopPropagation();if(taps.indexOf(b)<0)taps.push(b)}}" +
  "addEventListener('click',keep,true);w." +
  EARLY_TAPS_HANDOVER +
  "=function(){removeEventListener('click',keep,true);return taps};" +
  "function ask(){if(asked)return;asked=1;var c=JSON.parse(d.getElementById('" +
  PAGE_CODE_ID +
  "').textContent);for(var i=1;i<c.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=c[i];d.head.appendChild(l)}var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=c[0];d.head.appendChild(s)}" +
  "function done(){if(--waiting===0)setTimeout(ask)}addEventListener('load',done);" +
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();done()}}).observe({type:'paint',buffered:true})}catch(e){done()}" +
  'setTimeout(ask,3000)})()';

/** The script-src source that lets the loader, and no other inline script, run. */
export const LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOAD_CODE_AFTER_PAINT).digest('base64')}'`;

/** The tags that end a rendered page's body: its code's addresses, then the loader. */
export function codeAfterPaintTags(files: string[]): string {
  const list = JSON.stringify(files).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_CODE_ID}">${list}</script>\n    <script>${LOAD_CODE_AFTER_PAINT}</script>`;
}

/**
 * Takes the built template's entry script and module preloads out, for a page that loads them
 * after paint: the template without them, and their addresses with the entry first.
 */
export function splitTemplateCode(template: string): { template: string; files: string[] } {
  const entry = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(template);
  const preloads = [
    ...template.matchAll(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g),
  ];
  if (!entry) return { template, files: [] };
  let stripped = template.replace(entry[0], '');
  for (const preload of preloads) stripped = stripped.replace(preload[0], '');
  return { template: stripped, files: [entry[1]!, ...preloads.map((p) => p[1]!)] };
}
