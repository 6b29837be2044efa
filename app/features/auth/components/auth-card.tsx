import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card.tsx";

/** The card every signed-out page shows: its title is the page's heading, its footer the way elsewhere. */
export function AuthCard({ title, description, footer, children }: { title: string; description: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter>
    </Card>
  );
}

export function AuthFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="ml-1 font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
