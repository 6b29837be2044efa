import { HeadingBlockFields, TextField } from "#app/components/admin/fields/editor-fields.tsx";
import { ImageField } from "#app/components/admin/fields/image-field.tsx";
import type { SectionEditorProps } from "../section-types.ts";
import type { VideoSection } from "./schema.ts";

export function VideoEditor({ section, onChange, readOnly, errors }: SectionEditorProps<VideoSection>) {
  const set = (patch: Partial<VideoSection>) => onChange({ ...section, ...patch });
  return (
    <div className="space-y-4">
      <HeadingBlockFields value={section} onChange={set} errors={errors} disabled={readOnly} headingLabel="Heading (Optional)" />
      <TextField
        label="Video Address (YouTube or Vimeo)"
        placeholder="https://www.youtube.com/watch?v=…"
        inputMode="url"
        value={section.videoUrl}
        error={errors?.videoUrl}
        disabled={readOnly}
        onChange={(videoUrl) => set({ videoUrl })}
      />
      <TextField label="Video Title" placeholder="What the video shows" value={section.title} error={errors?.title} disabled={readOnly} onChange={(title) => set({ title })} />
      <ImageField
        label="Poster Image (Optional: a Plain Frame Without One)"
        value={section.poster}
        error={errors?.poster}
        disabled={readOnly}
        onChange={(poster) => set({ poster })}
      />
      <TextField label="Caption (Optional)" value={section.caption} error={errors?.caption} disabled={readOnly} onChange={(caption) => set({ caption })} />
      <p className="text-sm text-muted-foreground">The video loads from its host only when a visitor presses play: until then the page shows the poster and sends nothing to YouTube or Vimeo.</p>
    </div>
  );
}
