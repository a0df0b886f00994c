import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface VideoProbe {
  durationSeconds: number;
  width: number;
  height: number;
  /** Container format names as ffprobe reports them, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  format: string;
  videoCodec: string;
  hasAudio: boolean;
}

/** Duration and streams of a video file, or null when ffprobe cannot read a video stream in it. */
export async function probeVideo(ffprobe: string, file: string): Promise<VideoProbe | null> {
  try {
    const { stdout } = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      {
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const info = JSON.parse(stdout) as {
      format?: { duration?: string; format_name?: string };
      streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[];
    };
    const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
    const duration = Number(info.format?.duration ?? video?.duration);
    if (!video || !Number.isFinite(duration) || duration <= 0) return null;
    return {
      durationSeconds: duration,
      width: video.width!,
      height: video.height!,
      format: info.format?.format_name ?? '',
      videoCodec: video.codec_name ?? '',
      hasAudio: !!info.streams?.some((s) => s.codec_type === 'audio'),
    };
  } catch {
    return null;
  }
}

/** One frame of a video as PNG bytes (a second in, or the middle of a shorter clip), at most 1280 px wide. */
export async function extractFrame(ffmpeg: string, file: string, durationSeconds: number): Promise<Buffer | null> {
  const at = Math.min(1, durationSeconds / 2).toFixed(3);
  try {
    const { stdout } = await run(
      ffmpeg,
      [
        '-v',
        'error',
        '-ss',
        at,
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        "scale='min(1280,iw)':-2",
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        'pipe:1',
      ],
      { encoding: 'buffer', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
    );
    return stdout.length > 0 ? stdout : null;
  } catch {
    return null;
  }
}

/** The container a browser plays, by ffprobe's format name; null for one it does not. */
export function playableContainer(p: VideoProbe): { ext: string; mime: string } | null {
  if (p.format.includes('mp4') || p.format.includes('mov')) return { ext: 'mp4', mime: 'video/mp4' };
  if (p.format.includes('webm') || p.format.includes('matroska'))
    return ['vp8', 'vp9', 'av1'].includes(p.videoCodec) ? { ext: 'webm', mime: 'video/webm' } : null;
  return null;
}
