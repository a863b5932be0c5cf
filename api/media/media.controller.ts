import { Readable } from 'node:stream';
import { Controller, Get, Headers, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_ADDRESS_SECONDS } from '../../application/media/media-addresses';
import { MEDIA_PORTS } from '../../application/media/media.tokens';
import { ServeFilmStillUseCase } from '../../application/media/serve-film-still.use-case';
import { ServeMediaUseCase } from '../../application/media/serve-media.use-case';
import { ServePictureUseCase } from '../../application/media/serve-picture.use-case';
import { UploadMediaUseCase, type UploadLimits } from '../../application/media/upload-media.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';
import { OnlyFor } from '../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../common/data-answer';
import { ErrorAnswerDto } from '../common/error-answer.dto';
import { MediaAddressQueryDto } from './dto/media-address-query.dto';
import { UploadedMediaDto } from './dto/uploaded-media.dto';
import { FilmStillKeyParam, MediaKeyParam, PictureKeyParam } from './media-key-param';
import { rangeRequestOf } from './range-header';
import { UPLOAD_FIELD, uploadedFileOf } from './upload-request';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

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
    private readonly servePicture: ServePictureUseCase,
    private readonly uploadMedia: UploadMediaUseCase,
    @Inject(MEDIA_PORTS.uploadLimits) private readonly limits: UploadLimits,
  ) {}

  @Post('uploads')
  @OnlyFor(['teacher'], ROLE_REFUSALS.mediaUploads)
  @ApiOperation({
    summary: 'Upload a video, a picture or a PDF (teachers)',
    description:
      `multipart/form-data with one file in the field '${UPLOAD_FIELD}'. What the file is comes from its first bytes, never from its name or declared type: ` +
      'an MP4 video (whose own index gives its length; one without a readable index is refused), a JPEG, PNG, WebP or GIF picture (kept as a thumbnail ' +
      'fitted inside 640×640, turned upright, without its metadata: a JPEG, or a PNG when it has transparency), or a PDF. Anything else gets 415 ' +
      'UNSUPPORTED_MEDIA_TYPE. A file larger than its kind may be gets 413 MEDIA_TOO_LARGE, naming the limit, as soon as it is past it. The key is ' +
      'the SHA-256 of what is kept: the same file uploaded again gets the same key and is not stored twice. An upload that no content (its video, ' +
      'its handout, its thumbnail) and no avatar names is removed a day after its last upload.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiDataResponse(UploadedMediaDto, { status: 201 })
  @ApiResponse({ status: 400, description: `VALIDATION_FAILED: no file in the field '${UPLOAD_FIELD}', more than one part, or a broken multipart body`, type: ErrorAnswerDto })
  @ApiResponse({ status: 413, description: 'MEDIA_TOO_LARGE: larger than its kind may be (by default 200 MB of video, 10 MB of picture, 20 MB of PDF)', type: ErrorAnswerDto })
  @ApiResponse({ status: 415, description: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data, or a file that is none of the kinds kept (or an MP4 whose index cannot be read)', type: ErrorAnswerDto })
  async upload(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<DataAnswer<UploadedMediaDto>> {
    try {
      const file = await uploadedFileOf(request, this.limits);
      return { data: await this.uploadMedia.execute({ uploaderId: user.userId, file }) };
    } catch (error) {
      // The rest of a refused upload is never read: the connection closes instead of taking it in.
      reply.header('connection', 'close');
      throw error;
    }
  }

  @Get('pictures/:key')
  @ApiOperation({
    summary: 'A public picture: an uploaded thumbnail or avatar, at the address its upload gave',
    description:
      'Served to anyone, without a signature: pictures are what a catalogue shows every visitor. A name is the SHA-256 of the picture, so what it ' +
      'serves never changes: it may be kept a year (immutable), and its ETag is its name. A Range header gets 206 with Content-Range, a range past ' +
      'the end 416 RANGE_NOT_SATISFIABLE. A name that is no picture\'s gets 400 VALIDATION_FAILED; one not stored 404 NOT_FOUND.',
  })
  @ApiParam({ name: 'key', description: 'The picture', example: '0123456789abcdef0123456789abcdef.jpg' })
  @ApiHeader({ name: 'Range', required: false, description: 'One byte range: bytes=<first>-<last>, bytes=<first>- or bytes=-<last n bytes>' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag a cache holds: 304 without a body when it is this picture' })
  @ApiProduces('image/jpeg', 'image/png')
  @ApiResponse({
    status: 200,
    description: 'The picture',
    schema: { type: 'string', format: 'binary' },
    headers: { 'Cache-Control': { description: YEAR_IMMUTABLE, schema: { type: 'string' } }, ETag: { description: '"<key>"', schema: { type: 'string' } } },
  })
  @ApiResponse({ status: 206, description: 'The asked range', schema: { type: 'string', format: 'binary' }, headers: { 'Content-Range': { description: 'bytes <first>-<last>/<size>', schema: { type: 'string' } } } })
  @ApiResponse({ status: 304, description: 'Not modified: the cache holds this picture' })
  @ApiResponse({ status: 400, description: "VALIDATION_FAILED: not a picture's name" })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: no such picture is stored' })
  @ApiResponse({ status: 416, description: 'RANGE_NOT_SATISFIABLE, with Content-Range: bytes */<size>' })
  async picture(
    @PictureKeyParam() key: string,
    @Headers('range') range: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.servePicture.execute({ key, range: rangeRequestOf(range) });
    const etag = `"${key}"`;
    reply.header('Cache-Control', YEAR_IMMUTABLE).header('ETag', etag).header('Accept-Ranges', 'bytes');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      reply.code(304).send();
      return;
    }
    reply
      .code(answer.partial ? 206 : 200)
      .header('Content-Type', answer.contentType)
      .header('Content-Length', String(answer.span.end - answer.span.start));
    if (answer.partial) reply.header('Content-Range', `bytes ${answer.span.start}-${answer.span.end - 1}/${answer.fileSize}`);
    reply.send(Readable.from(answer.body, { objectMode: false }));
  }

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
