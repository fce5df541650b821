import { Card, CardDescription, CardHeader } from '@/web/components/ui/card';
import { DirectInviteForm } from '@/web/features/admin/components/direct-invite-form';
import { InvitationRequestsPanel } from '@/web/features/admin/components/invitation-requests-panel';
import { InvitesList } from '@/web/features/admin/components/invites-list';

/** Platform administration: the review of invitation requests and the whitelist. */
export default function AdminPage() {
  return (
    <>
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-10 px-4 py-8 sm:px-6 sm:py-10">
        <header>
          <p className="text-sm font-medium text-primary">Platform admin</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">Invitations</h1>
          <p className="mt-1 text-muted-foreground">
            Review requests for early access and manage who may sign up.
          </p>
        </header>

        <section aria-labelledby="requests-heading" className="grid grid-cols-1 gap-4">
          <h2 id="requests-heading" className="text-lg font-semibold">
            Invitation requests
          </h2>
          <InvitationRequestsPanel />
        </section>

        <section aria-labelledby="whitelist-heading" className="grid grid-cols-1 gap-4">
          <h2 id="whitelist-heading" className="text-lg font-semibold">
            Whitelist
          </h2>
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
            <Card>
              <CardHeader>
                <h3 className="font-semibold leading-tight">Invite someone directly</h3>
                <CardDescription>
                  They get an e-mail with a link to create their account.
                </CardDescription>
              </CardHeader>
              <div className="px-6 pb-6">
                <DirectInviteForm />
              </div>
            </Card>
            <Card className="overflow-hidden">
              <CardHeader className="border-b">
                <h3 className="font-semibold leading-tight">Invites</h3>
                <CardDescription>
                  Active invites can sign up; used ones already have an account.
                </CardDescription>
              </CardHeader>
              <InvitesList />
            </Card>
          </div>
        </section>
      </div>
    </>
  );
}
