/**
 * antd draws icons of its own inside its components (a Select's arrow, an Alert's sign, a
 * stepper's arrows, a Modal's close cross), each as `<span role="img" aria-label="down">`: a
 * Chinese screen reader then reads English words, alone or glued to a label ("plus 新建").
 * Icons here are decoration, and every control names itself in the interface language, so
 * every antd icon is hidden from assistive technology as soon as it enters the page. Our own
 * icon elements carry aria-hidden explicitly (an ESLint rule); this covers the library's.
 */
const UNHIDDEN = '.anticon[role="img"]:not([aria-hidden])';

function hide(root: ParentNode): void {
  root.querySelectorAll(UNHIDDEN).forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
}

export function hideDecorativeIcons(root: HTMLElement = document.body): () => void {
  hide(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(UNHIDDEN)) node.setAttribute('aria-hidden', 'true');
        hide(node);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
