import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';

/**
 * The demo's recorded media: one short video (a test pattern with a tone) and one short audio clip,
 * committed under upstream/assets. Every video, film, webinar and podcast of the seed plays them, so
 * the players the portal embeds have something real to play on a closed network.
 */
const assets = new URL('../assets/', import.meta.url);
let cache: { video: Buffer; audio: Buffer } | null = null;

function files() {
  cache ??= { video: readFileSync(new URL('demo-video.webm', assets)), audio: readFileSync(new URL('demo-audio.ogg', assets)) };
  return cache;
}

export function sendDemoVideo(reply: FastifyReply) {
  return reply.header('content-type', 'video/webm').header('cache-control', 'public, max-age=86400').send(files().video);
}

export function sendDemoAudio(reply: FastifyReply) {
  return reply.header('content-type', 'audio/ogg').header('cache-control', 'public, max-age=86400').send(files().audio);
}
