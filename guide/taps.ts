/**
 * Runs in the recorded page: a ring where each tap lands, so a viewer sees what was touched.
 * Only the recorder adds it; the app never shows it.
 */
export function showTaps() {
  addEventListener(
    'pointerdown',
    (event) => {
      const ring = document.createElement('div');
      ring.style.cssText = `position:fixed;left:${event.clientX - 20}px;top:${event.clientY - 20}px;width:40px;height:40px;border-radius:50%;background:rgba(245,159,0,.35);border:3px solid rgba(230,119,0,.9);pointer-events:none;z-index:2147483647;transition:opacity .7s ease-out,transform .7s ease-out`;
      document.documentElement.appendChild(ring);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          ring.style.opacity = '0';
          ring.style.transform = 'scale(1.7)';
        }),
      );
      setTimeout(() => ring.remove(), 800);
    },
    true,
  );
}
