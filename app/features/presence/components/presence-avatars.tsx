import { Avatar, AvatarFallback } from "#app/components/ui/avatar.tsx";
import { cn } from "#app/lib/utils.ts";
import { editingSentence, presenceInitials, type EditorPresence } from "../presence-schema.ts";

/** "Ada is editing" with Ada's initials: the lists' rows and the editor's notice. */
export function EditingBadge({ editors, className }: { editors: readonly EditorPresence[]; className?: string }) {
  if (editors.length === 0) return null;
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300", className)} data-testid="editing-badge">
      <span className="flex -space-x-1.5" aria-hidden>
        {editors.slice(0, 3).map((editor) => (
          <PresenceAvatar key={editor.userId} name={editor.name} small />
        ))}
      </span>
      {editingSentence(editors)}
    </span>
  );
}

export function PresenceAvatar({ name, small = false }: { name: string; small?: boolean }) {
  return (
    <Avatar className={cn("ring-2 ring-background", small ? "size-5" : "size-8")} title={name}>
      <AvatarFallback className={cn("bg-amber-100 font-semibold text-amber-900", small ? "text-[0.6rem]" : "text-xs")}>{presenceInitials(name)}</AvatarFallback>
    </Avatar>
  );
}
