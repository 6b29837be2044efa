/**
 * A button of the editor's publishing bar (editor-top-bar.tsx) other than Save: outlined, icon and
 * word side by side on a wide screen; on a phone, where the bar sits at the bottom of the screen,
 * an icon over a small word, so that the status and every action fit in one row at 390 px.
 */
export const BAR_BUTTON =
  "max-lg:h-12 max-lg:min-w-12 max-lg:flex-col max-lg:gap-0.5 max-lg:border-transparent max-lg:bg-transparent max-lg:px-1.5 max-lg:py-1 max-lg:text-xs";
