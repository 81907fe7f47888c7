/** A CSS-only spinner (64 px, product-spec §9) for while a route's chunk loads: no Blueprint needed yet. */
export function PageLoader() {
  return (
    <div className="page-loader" role="progressbar" aria-busy="true" aria-label="Loading">
      <span className="page-loader-ring" />
    </div>
  );
}
