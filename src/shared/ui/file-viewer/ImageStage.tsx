import { useEffect, useRef, useState, type RefObject } from 'react';
import { imageLayout, type Size, type ViewState } from './viewerState';
import styles from './FileViewer.module.css';

const NO_SIZE: Size = { width: 0, height: 0 };

/** The element's inner size in CSS pixels, measured at once and again whenever it changes. */
function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(NO_SIZE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setSize((previous) =>
        previous.width === element.clientWidth && previous.height === element.clientHeight ? previous : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return size;
}

/**
 * One image, fitted or at its own size, times the zoom, turned by the rotation. The box
 * around it takes the rotated size, so a zoomed image scrolls over its whole area.
 */
export function ImageStage({ url, alt, view }: { url: string; alt: string; view: ViewState }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const stage = useElementSize(stageRef);
  const [natural, setNatural] = useState<{ url: string; size: Size } | null>(null);
  const size = natural?.url === url ? natural.size : NO_SIZE;
  const layout = imageLayout(size, stage, view);
  const measured = size.width > 0 && size.height > 0;
  return (
    <div ref={stageRef} className={styles.imageStage}>
      <div className={styles.box} style={measured ? { width: layout.boxWidth, height: layout.boxHeight } : undefined}>
        <img
          className={measured ? styles.image : styles.imageLoading}
          src={url}
          alt={alt}
          draggable={false}
          onLoad={(event) => setNatural({ url, size: { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight } })}
          style={{
            width: measured ? layout.width : undefined,
            height: measured ? layout.height : undefined,
            transform: `${measured ? 'translate(-50%, -50%) ' : ''}rotate(${view.rotation}deg)`,
          }}
        />
      </div>
    </div>
  );
}
