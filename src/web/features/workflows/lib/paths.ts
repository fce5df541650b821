/** The workflow pages (seed 000 §2.1). */
export const workflowPaths = {
  list: '/workflow',
  templates: '/workflow/templates',
  builder: '/workflow/builder',
  overview: (id: string) => `/workflow/${id}`,
  edit: (id: string) => `/workflow/${id}/edit`,
  run: (id: string, runId?: string) =>
    runId ? `/workflow/${id}/run?run=${encodeURIComponent(runId)}` : `/workflow/${id}/run`,
  history: (id: string) => `/workflow/${id}/history`,
  allHistory: '/workflow/history',
  output: (outputId: string) => `/outputs/${outputId}`,
};
