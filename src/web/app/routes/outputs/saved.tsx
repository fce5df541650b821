import OutputsPage from './list';

/** /outputs/saved: the outputs list, saved ones only. */
export default function SavedOutputsPage() {
  return <OutputsPage preset="saved" />;
}
