/**
 * A style sheet the component owns while mounted, built with the CSS Object Model. The
 * content security policy has no 'unsafe-inline' for styles, so a `<style>` element in the
 * page is refused; a constructed sheet is not markup and is allowed.
 */
import { useEffect } from 'react';

export function useSheet(css: string | null): void {
  useEffect(() => {
    if (!css) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
}
