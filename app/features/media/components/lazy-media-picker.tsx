import { lazy } from "react";

/** The media picker, loaded when first opened: most edits never open it. */
export const LazyMediaPickerDialog = lazy(() => import("./media-picker-dialog.tsx").then((m) => ({ default: m.MediaPickerDialog })));
