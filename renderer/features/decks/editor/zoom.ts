/** The hover-zoom handlers of `useCardZoom` (renderer/ui/CardZoom), passed down to the rows that show cards. */
import type { useCardZoom } from '../../../ui/CardZoom';

export type ZoomProps = ReturnType<typeof useCardZoom>['zoomProps'];
