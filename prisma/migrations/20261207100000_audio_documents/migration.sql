-- Audio files (mp3, m4a, wav, ogg) are stored like videos and, with a model server, transcribed
-- (issue 22 point 3).
ALTER TYPE "DocumentCategory" ADD VALUE 'audio';
