import { LoadingState } from '@/web/components/ui/spinner';
import { ErrorState } from '@/web/components/error-state';
import { useMe } from '@/web/lib/me';
import { AccountCard } from '@/web/features/profile/components/account-card';
import { ChangePasswordForm } from '@/web/features/profile/components/change-password-form';
import { useProgress } from '@/web/features/progress/api/get-progress';
import { AchievementsGrid } from '@/web/features/progress/components/achievements-grid';
import { LevelCard } from '@/web/features/progress/components/level-card';
import { PerksList } from '@/web/features/progress/components/perks-list';
import { usePerks } from '@/web/features/progress/hooks/use-perks';

export default function ProfilePage() {
  const me = useMe();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">My Profile</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {me.data ? (
          <AccountCard me={me.data} />
        ) : me.isError ? (
          <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />
        ) : (
          <LoadingState label="Loading your account..." />
        )}
        <ChangePasswordForm />
      </div>
      <ProgressSection />
    </>
  );
}

function ProgressSection() {
  const progress = useProgress();
  const perks = usePerks();
  return (
    <section aria-labelledby="progress-heading" className="mt-10">
      <h2 id="progress-heading" className="text-xl font-semibold tracking-tight">
        Your progress
      </h2>
      {progress.isPending ? (
        <LoadingState label="Loading your progress..." />
      ) : progress.isError ? (
        <ErrorState
          title="Your progress could not be loaded"
          message={progress.error.message}
          onRetry={() => void progress.refetch()}
        />
      ) : (
        <div className="mt-4 grid gap-6">
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <LevelCard progress={progress.data.progress} />
            {perks && <PerksList level={perks.level} perks={perks.perks} />}
          </div>
          <AchievementsGrid achievements={progress.data.achievements} />
        </div>
      )}
    </section>
  );
}
