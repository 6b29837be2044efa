import { ExternalLink, FilePlus, Mail, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";

interface QuickAction {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/** Shortcuts from the spec. Creating a page is offered only to roles that may create one. */
export function QuickActions({ canCreatePages }: { canCreatePages: boolean }) {
  const actions: QuickAction[] = [
    ...(canCreatePages ? [{ to: "/admin/pages/new", label: "Create New Page", Icon: FilePlus }] : []),
    { to: "/admin/subscribers", label: "Manage Subscribers", Icon: Mail },
    { to: "/admin/users", label: "Manage Users", Icon: Users },
    { to: "/", label: "View Website", Icon: ExternalLink },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {actions.map(({ to, label, Icon }) => (
            <li key={to}>
              <Button asChild variant="outline" className="w-full justify-start">
                <Link to={to}>
                  <Icon aria-hidden /> {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
