/** Why a back-office list's search could not be read, translated, as an alert. */
export function QueryIssues({ issues }: { issues: readonly string[] }) {
  return (
    <div className="mt-6" role="alert">
      {issues.map((issue) => (
        <p key={issue} className="text-danger">
          {issue}
        </p>
      ))}
    </div>
  );
}
