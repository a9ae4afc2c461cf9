/** A placeholder with the shape of a job card, shown while results load (docs/product/foundation.md §2.3). */
export function JobCardSkeleton() {
  return (
    <div className="card job-card" aria-hidden="true" data-testid="job-card-skeleton">
      <div className="job-card-head">
        <div className="skeleton" style={{ width: 80, height: 80 }} />
        <div style={{ flex: 1 }}>
          <div className="skeleton" style={{ width: '60%', height: '1.2rem' }} />
          <div className="skeleton" style={{ width: '40%', marginTop: '0.5rem' }} />
        </div>
      </div>
      <div className="skeleton" style={{ width: '80%' }} />
      <div className="skeleton" style={{ width: '50%', height: '2.2rem' }} />
    </div>
  );
}
