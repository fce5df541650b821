// Placeholder while this page is being built in parallel; replaced before the issue closes.
export default function Page() {
  return <p>app/routes/campaigns/insights.tsx</p>;
}
