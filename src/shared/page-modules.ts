/**
 * The page's own modules, as the server names them (src/server/lib/spa-index.ts) in a
 * non-executed JSON block with this id: the entry (src/web/main.tsx) asks for them once the
 * page has painted, so the browser neither dispatches nor handles them before that paint
 * (decision 053). Its own module, as the entry's chunk takes nothing from the app's.
 */
export const PAGE_MODULES_ID = 'stratagent-page-modules';
