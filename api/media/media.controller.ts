import { Readable } from 'node:stream';
import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MEDIA_ADDRESS_SECONDS } from '../../application/media/media-addresses';
import { ServeFilmStillUseCase } from '../../application/media/serve-film-still.use-case';
import { ServeMediaUseCase } from '../../application/media/serve-media.use-case';
import { MediaAddressQueryDto } from './dto/media-address-query.dto';
import { FilmStillKeyParam, MediaKeyParam } from './media-key-param';
import { rangeRequestOf } from './range-header';

const SERVED_HEADERS = {
  'Accept-Ranges': { description: 'bytes', schema: { type: 'string' } },
  'Cache-Control': { description: 'private, max-age=<seconds the address has left>', schema: { type: 'string' } },
};

/**
 * Stored media at signed addresses. No bearer token: a `<video>` element cannot send one, so the
 * address, signed for one viewer, one file and one cut and valid for minutes, is the permission.
 */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(
    private readonly serveMedia: ServeMediaUseCase,
    private readonly serveFilmStill: ServeFilmStillUseCase,
  ) {}

  @Get('stills/:key')
  @ApiOperation({
    summary: "A demo film's still: the catalogue thumbnail of a demo video, at a plain address",
    description:
      'The catalogue shows its thumbnails to every visitor, so a still needs no signature. Only the stills of the demo films the product makes are served ' +
      'here (demo-film-<16 hexadecimal digits>.png); any other name gets 400 VALIDATION_FAILED, and a still that is not stored 404 NOT_FOUND. A name is a digest ' +
      "of what its film is made from, so a still never changes under its name and may be kept a year.",
  })
  @ApiParam({ name: 'key', description: "A demo film's still", example: 'demo-film-0123456789abcdef.png' })
  @ApiProduces('image/png')
  @ApiResponse({ status: 200, description: 'The picture', schema: { type: 'string', format: 'binary' }, headers: { 'Cache-Control': { description: 'public, max-age=31536000, immutable', schema: { type: 'string' } } } })
  @ApiResponse({ status: 400, description: 'VALIDATION_FAILED: not the name of a demo film still' })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: no such still is stored' })
  async still(@FilmStillKeyParam() key: string, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.serveFilmStill.execute({ key });
    reply
      .code(200)
      .header('Content-Type', answer.contentType)
      .header('Content-Length', String(answer.size))
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.send(Readable.from(answer.body, { objectMode: false }));
  }

  @Get(':key')
  @ApiOperation({
    summary: 'A stored file at the signed address a content read gave (its videoUrl); the whole file, or a preview cut to its first 120 seconds',
    description:
      `The address is valid for ${MEDIA_ADDRESS_SECONDS / 60} minutes and only as given: another viewer, cut or expiry, a changed signature or a file ` +
      'that is not there all get the same 403 MEDIA_ADDRESS_INVALID, and nothing is served; a genuine address past its time gets 403 MEDIA_ADDRESS_EXPIRED. ' +
      "A preview serves the file's ftyp and moov boxes and its bytes up to the 120-second cut, learnt from the file's own index: a range starting past " +
      'the cut gets 416 RANGE_NOT_SATISFIABLE, one running past it is cut short. Without a Range header the answer is the whole file, or the preview up to its cut.',
  })
  @ApiParam({ name: 'key', description: 'The stored file, e.g. fractions-intro.mp4', example: 'fractions-intro.mp4' })
  @ApiHeader({ name: 'Range', required: false, description: 'One byte range: bytes=<first>-<last>, bytes=<first>- or bytes=-<last n bytes>' })
  @ApiProduces('video/mp4', 'video/webm', 'image/jpeg', 'image/png', 'application/pdf')
  @ApiResponse({ status: 200, description: 'All the address serves (for a preview, up to its cut)', schema: { type: 'string', format: 'binary' }, headers: SERVED_HEADERS })
  @ApiResponse({ status: 206, description: 'The asked range, within what the address serves', schema: { type: 'string', format: 'binary' }, headers: { ...SERVED_HEADERS, 'Content-Range': { description: 'bytes <first>-<last>/<file size>', schema: { type: 'string' } } } })
  @ApiResponse({ status: 403, description: 'MEDIA_ADDRESS_INVALID or MEDIA_ADDRESS_EXPIRED' })
  @ApiResponse({ status: 416, description: 'RANGE_NOT_SATISFIABLE, with Content-Range: bytes */<file size>' })
  async serve(@MediaKeyParam() key: string, @Query() query: MediaAddressQueryDto, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.serveMedia.execute({
      address: { key, viewer: query.viewer, expires: query.expires, cut: query.cut, signature: query.signature },
      range: rangeRequestOf(range),
    });
    reply
      .code(answer.partial ? 206 : 200)
      .header('Content-Type', answer.contentType)
      .header('Content-Length', String(answer.span.end - answer.span.start))
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', `private, max-age=${answer.secondsLeft}`);
    if (answer.partial) reply.header('Content-Range', `bytes ${answer.span.start}-${answer.span.end - 1}/${answer.fileSize}`);
    reply.send(Readable.from(answer.body, { objectMode: false }));
  }
}
