import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";

/** A GET form, so searching works without JavaScript and the search is part of the URL. */
export function UsersSearch({ query }: { query: string }) {
  return (
    <Form method="get" role="search" className="flex w-full gap-2 sm:w-96">
      <label htmlFor="users-search" className="sr-only">
        Search users by email or role
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id="users-search" type="search" name="q" defaultValue={query} placeholder="Search by email or role…" className="pl-9" maxLength={200} />
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
    </Form>
  );
}
