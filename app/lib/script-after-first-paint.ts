/**
 * The inline code that loads the public pages' script once the browser has painted the page
 * (docs/decisions/020 and 032). A module script in the HTML is fetched as soon as the parser meets
 * it, and Lighthouse's simulation then counts it, over slow 4G, as a prerequisite of the first
 * paint; added after the paint it costs the paint nothing.
 *
 * The script is added once the browser reports its first contentful paint (a requestAnimationFrame
 * callback would be too early: the frame it precedes is reported as painted only once it is
 * shown). Without paint timing the page's load event starts it, and with it, should no paint come,
 * the load event and 3 s; a hidden page, which paints nothing, at once. The code carries the
 * request's nonce, and a shared page's policy names its hash (server/html-cache-page.ts).
 */
export function scriptAfterFirstPaint(src: string): string {
  return (
    `(()=>{let d=0;const s=()=>{if(d)return;d=1;const e=document.createElement('script');e.type='module';e.src=${inlineString(src)};document.body.append(e)};` +
    "if(document.visibilityState==='hidden')s();" +
    "else if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))addEventListener('load',s);" +
    "else{addEventListener('load',()=>setTimeout(s,3e3));" +
    "new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();s()}}).observe({type:'paint',buffered:true})}})()"
  );
}

/** A JavaScript literal that is also safe inside a `<script>` element. */
function inlineString(value: string): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
