import { useCallback, useSyncExternalStore } from "react";
import {
  DEFAULT_VIDEO_MOTION,
  VIDEO_MOTION_KEY,
  readVideoMotion,
  writeVideoMotion,
  type VideoMotion,
} from "../lib/video-motion";

const listeners = new Set<() => void>();
const storage = () => window.localStorage;
// The page's own copy: it holds the choice even when storage refuses to.
let current: VideoMotion | null = null;

function snapshot(): VideoMotion {
  current ??= readVideoMotion(storage);
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== VIDEO_MOTION_KEY) return;
    current = readVideoMotion(storage);
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * One choice for every background video on every page. The static HTML cannot know it, so the
 * server snapshot (the default) renders first and React switches to the stored choice right after
 * hydration, without a mismatch.
 */
export function useVideoMotion(): [VideoMotion, (motion: VideoMotion) => void] {
  const motion = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_VIDEO_MOTION);
  const choose = useCallback((next: VideoMotion) => {
    current = next;
    writeVideoMotion(storage, next);
    listeners.forEach((listener) => listener());
  }, []);
  return [motion, choose];
}
